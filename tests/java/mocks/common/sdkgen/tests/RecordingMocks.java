package sdkgen.tests;

import com.pulumi.test.Mocks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Mocks that record every resource a program registers and every function it invokes. A
 * resource is answered with its inputs plus the outputs the program's table gives for its type,
 * and the id `<name>-id`; a function with the result its table gives for its token.
 */
public final class RecordingMocks implements Mocks {
    public final List<ResourceArgs> resources = Collections.synchronizedList(new ArrayList<>());
    public final List<CallArgs> calls = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Map<String, Object>> outputs;
    private final Map<String, Map<String, Object>> results;

    public RecordingMocks(
        Map<String, Map<String, Object>> outputs,
        Map<String, Map<String, Object>> results
    ) {
        this.outputs = outputs;
        this.results = results;
    }

    @Override
    public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
        resources.add(args);
        var state = new HashMap<String, Object>(args.inputs);
        state.putAll(outputs.getOrDefault(args.type, Map.of()));
        return CompletableFuture.completedFuture(
            ResourceResult.of(Optional.of(args.name + "-id"), state));
    }

    @Override
    public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
        calls.add(args);
        return CompletableFuture.completedFuture(results.getOrDefault(args.token, Map.of()));
    }

    /** The inputs of the one resource registered as `name`. */
    public Map<String, Object> inputsOf(String name) {
        return resources.stream()
            .filter(r -> r.name.equals(name))
            .findFirst()
            .map(r -> r.inputs)
            .orElseThrow(() -> new AssertionError("no resource named " + name + " was registered"));
    }

    /** The type token of the one resource registered as `name`. */
    public String typeOf(String name) {
        return resources.stream()
            .filter(r -> r.name.equals(name))
            .findFirst()
            .map(r -> r.type)
            .orElseThrow(() -> new AssertionError("no resource named " + name + " was registered"));
    }

    /** The arguments of the one invoke of `token`. */
    public Map<String, Object> argsOf(String token) {
        return calls.stream()
            .filter(c -> c.token.equals(token))
            .findFirst()
            .<Map<String, Object>>map(c -> c.args)
            .orElseThrow(() -> new AssertionError("no invoke of " + token));
    }
}
