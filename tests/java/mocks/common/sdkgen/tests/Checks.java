package sdkgen.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Collects comparisons and ends the program: `PASS <n> checks`, or each failure and exit 1. */
public final class Checks {
    private final List<String> failures = new ArrayList<>();
    private int count;

    public void equal(String what, Object expected, Object actual) {
        count++;
        if (!Objects.equals(expected, actual)) {
            failures.add(what + ": expected <" + expected + ">, got <" + actual + ">");
        }
    }

    public void finish() {
        if (failures.isEmpty()) {
            System.out.println("PASS " + count + " checks");
            System.exit(0);
        }
        for (var failure : failures) {
            System.out.println("FAIL " + failure);
        }
        System.exit(1);
    }
}
