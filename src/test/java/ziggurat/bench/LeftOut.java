package ziggurat.bench;

import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Fields a digest leaves out of what it hashes, named by {@code -DleaveOut=name,name}: a field added on purpose (a
 * new fact in an event, with its upcaster) changes every digest that hashes it, and the digest with the field left
 * out must then equal the one of the classes before it, which shows that nothing else changed. Only fields whose
 * value is a boolean or a number are left out, in both the JSON form ({@code ,"name":value}) and the record's
 * {@code toString} form ({@code , name=value}).
 */
final class LeftOut {

    private static final List<Pattern> FIELDS = Arrays.stream(System.getProperty("leaveOut", "").split(","))
            .map(String::trim).filter(name -> !name.isEmpty())
            .map(name -> Pattern.compile("(,\"" + Pattern.quote(name) + "\":|, " + Pattern.quote(name)
                    + "=)(true|false|-?[0-9]+)"))
            .toList();

    private LeftOut() {
    }

    /** {@code bytes} without the fields named, or {@code bytes} itself when none is named. */
    static byte[] of(byte[] bytes) {
        if (FIELDS.isEmpty()) {
            return bytes;
        }
        // the digests hash text in the platform's charset (getBytes()); read it back the same way
        String text = new String(bytes, Charset.defaultCharset());
        for (Pattern field : FIELDS) {
            text = field.matcher(text).replaceAll("");
        }
        return text.getBytes(Charset.defaultCharset());
    }
}
