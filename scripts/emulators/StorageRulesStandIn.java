import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Local stand-in for Google's Cloud Storage rules runtime, used only where the
 * real runtime cannot be downloaded (see docs/decisions/0003-offline-emulators.md).
 * It speaks the runtime's JSON-lines protocol but does NOT evaluate storage.rules:
 * reads are allowed, writes are allowed to any signed-in request.
 */
public final class StorageRulesStandIn {
  private static final Pattern ID = Pattern.compile("\"id\":(-?\\d+)");
  private static final Pattern ACTION = Pattern.compile("\"action\":\"(\\w+)\"");
  private static final Pattern METHOD = Pattern.compile("\"method\":\"(\\w+)\"");

  private static String last(Pattern p, String line) {
    Matcher m = p.matcher(line);
    String found = null;
    while (m.find()) found = m.group(1);
    return found;
  }

  public static void main(String[] args) throws Exception {
    System.out.println("{\"id\":-1,\"status\":\"ok\",\"errors\":[],\"warnings\":[]}");
    System.out.flush();
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      String id = last(ID, line);
      String action = last(ACTION, line);
      if (id == null || action == null) continue;
      String result;
      if (action.equals("load_ruleset")) {
        result = "{\"rulesVersion\":\"2\"}";
      } else {
        String method = last(METHOD, line);
        boolean read = "get".equals(method) || "list".equals(method);
        boolean signedIn = !line.contains("\"auth\":{\"null_value\":null}");
        result = "{\"permit\":" + (read || signedIn) + "}";
      }
      System.out.println("{\"id\":" + id + ",\"status\":\"ok\",\"errors\":[],\"warnings\":[],\"result\":" + result + "}");
      System.out.flush();
    }
  }
}
