// Compiles many Java source trees in one JVM, so the compiler is loaded and warmed up once:
// each line on stdin is one javac command line, its arguments separated by tabs (`@argfile`
// arguments are expanded as on the command line). After each compilation this prints the
// compiler's diagnostics, then a line of a NUL character, `END` and javac's exit code.
// Run with `java Javac.java` (the source launcher); tests/support/java.rs drives it.

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public final class Javac {
    public static void main(String[] args) throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            System.err.println("no system Java compiler: this JVM is a JRE without javac");
            System.exit(2);
        }
        BufferedReader requests =
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out =
            new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        for (String line; (line = requests.readLine()) != null; ) {
            if (line.isEmpty()) {
                continue;
            }
            ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
            int code;
            try {
                code = compiler.run(null, diagnostics, diagnostics, line.split("\t"));
            } catch (Throwable failure) {
                // An exception from the compiler itself (e.g. out of memory) fails this job only.
                failure.printStackTrace(new PrintWriter(diagnostics, true, StandardCharsets.UTF_8));
                code = 4;
            }
            out.print(diagnostics.toString(StandardCharsets.UTF_8));
            out.println("\u0000END " + code);
            out.flush();
        }
    }
}
