package org.pmebench.citations;

import static org.pmebench.citations.Weighted.w;

import com.opencsv.CSVWriter;
import com.opencsv.ICSVWriter;
import java.io.IOException;
import java.io.Writer;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes synthetic parking citations as CSV in the format of the City of Los Angeles export, with
 * the value shapes and skews of the real file: interleaved 10-digit ticket sequences of a few
 * hundred handheld devices, dates in order with a few late entries, daytime HHMM times without
 * leading zeros, mostly empty meter, marked-time and VIN fields, plates dominated by CA, YYYYMM
 * plate expiry with some junk, manufacturer/body/colour codes with realistic frequencies, a skewed
 * pool of street addresses (some intersections with a comma, hence quoted) each with state-plane
 * coordinates in feet or the 99999 sentinel, route and agency per device, and violation codes with
 * their descriptions and fines. The same seed and row count always give the same bytes.
 */
public final class CitationGenerator {
  private static final LocalDate FIRST_DAY = LocalDate.of(2015, 1, 1);
  private static final int DAYS = 3 * 365;
  private static final String VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

  private static final Weighted<String> STATES =
      new Weighted<String>(
          w(
              90.5, 1.2, 1.0, 0.9, 0.6, 0.5, 0.5, 0.5, 0.4, 0.4, 0.3, 0.2, 0.2, 0.2, 0.2, 0.15, 0.1,
              0.1, 0.1, 0.1, 0.05),
          "CA",
          "AZ",
          "TX",
          "NV",
          "FL",
          "WA",
          "OR",
          "NY",
          "IL",
          "CO",
          "UT",
          "NJ",
          "MA",
          "PA",
          "GA",
          "OH",
          "MI",
          "NM",
          "VA",
          "HI",
          "");
  private static final Weighted<String> MAKES =
      new Weighted<String>(
          w(
              17, 11, 9, 8, 8, 4.5, 4, 3.5, 3.3, 3, 2.8, 2.6, 2.4, 1.7, 1.6, 1.5, 1.3, 1.1, 1.1, 1,
              1, 0.8, 0.8, 0.7, 0.7, 0.5, 0.5, 0.5, 0.4, 0.3, 0.3),
          "TOYO",
          "HOND",
          "FORD",
          "NISS",
          "CHEV",
          "BMW",
          "MERZ",
          "VOLK",
          "HYUN",
          "DODG",
          "LEXS",
          "KIA",
          "JEEP",
          "AUDI",
          "MAZD",
          "OTHR",
          "GMC",
          "INFI",
          "CHRY",
          "ACUR",
          "SUBA",
          "VOLV",
          "TSLA",
          "MITS",
          "CADI",
          "PORS",
          "MINI",
          "BUIC",
          "LINC",
          "FIAT",
          "");
  private static final Weighted<String[]> BODY_STYLES =
      new Weighted<String[]>(
          w(88, 3.5, 2.8, 1.7, 1.5, 0.7, 0.4, 0.3, 0.3, 0.1, 0.7),
          new String[] {"PA", "PASSENGER"},
          new String[] {"PU", "PICKUP TRUCK"},
          new String[] {"VN", "VAN"},
          new String[] {"TK", "TRUCK"},
          new String[] {"SU", "SUV"},
          new String[] {"CM", "MOTOR HOME"},
          new String[] {"MH", "MOBILE HOME"},
          new String[] {"MC", "MOTORCYCLE"},
          new String[] {"TR", "TRAILER"},
          new String[] {"BU", "BUS"},
          new String[] {"", ""});
  private static final Weighted<String[]> COLORS =
      new Weighted<String[]>(
          w(21, 20, 16, 13, 7, 5, 2.5, 1.5, 1.5, 1, 1, 1, 1, 0.4, 0.3, 0.2, 0.6),
          new String[] {"BK", "BLACK"},
          new String[] {"WT", "WHITE"},
          new String[] {"GY", "GRAY"},
          new String[] {"SL", "SILVER"},
          new String[] {"BL", "BLUE"},
          new String[] {"RD", "RED"},
          new String[] {"GN", "GREEN"},
          new String[] {"BN", "BROWN"},
          new String[] {"MR", "MAROON"},
          new String[] {"TN", "TAN"},
          new String[] {"GO", "GOLD"},
          new String[] {"OT", "OTHER"},
          new String[] {"BG", "BEIGE"},
          new String[] {"YE", "YELLOW"},
          new String[] {"OR", "ORANGE"},
          new String[] {"PR", "PURPLE"},
          new String[] {"", ""});
  private static final Weighted<String[]> AGENCIES =
      new Weighted<String[]>(
          w(35, 25, 18, 12, 5, 2, 1.5, 0.8, 0.5, 0.2),
          new String[] {"54", "54 - DOT - HOLLYWOOD"},
          new String[] {"56", "56 - DOT - CENTRAL"},
          new String[] {"51", "51 - DOT - WESTERN"},
          new String[] {"53", "53 - DOT - VALLEY"},
          new String[] {"55", "55 - DOT - SOUTHERN"},
          new String[] {"57", "57 - DOT - HARBOR"},
          new String[] {"58", "58 - DOT - SPECIAL EVENTS"},
          new String[] {"1", "1 - WESTERN"},
          new String[] {"2", "2 - DEPARTMENT OF GENERAL SERVICES"},
          new String[] {"40", "40 - LAPD - TRAFFIC"});

  /** Code, description, fine in dollars; meter violations carry a meter id. */
  private static final Weighted<String[]> VIOLATIONS =
      new Weighted<String[]>(
          w(27, 14, 9, 7, 6, 5, 5, 4, 4, 3, 3, 2.5, 2, 2, 1.5, 1.5, 1, 1, 0.8, 0.7),
          new String[] {"80.69BS", "NO PARK/STREET CLEAN", "73"},
          new String[] {"88.13B+", "METER EXP.", "63"},
          new String[] {"80.56E4+", "RED ZONE", "93"},
          new String[] {"5204A-", "DISPLAY OF TABS", "25"},
          new String[] {"80.58L", "PREFERENTIAL PARKING", "68"},
          new String[] {"80.69C", "PARKED OVER TIME LIMIT", "58"},
          new String[] {"5200", "NO PLATES", "25"},
          new String[] {"80.69AA+", "NO STOP/STAND AM", "93"},
          new String[] {"80.69AP+", "NO STOP/STAND PM", "93"},
          new String[] {"22500E", "BLOCKING DRIVEWAY", "68"},
          new String[] {"80.69B", "NO PARKING", "73"},
          new String[] {"4000A1", "NO EVIDENCE OF REG", "50"},
          new String[] {"88.63B+", "OFF STR/OVERTIME/MTR", "63"},
          new String[] {"80.56E1", "WHITE ZONE", "58"},
          new String[] {"22514", "FIRE HYDRANT", "68"},
          new String[] {"80.70", "NO STOPPING/ANTI-GRIDLOCK ZONE", "163"},
          new String[] {"80.61", "STANDNG IN ALLEY", "68"},
          new String[] {"80.71.1", "PARKED ON SIDEWALK", "68"},
          new String[] {"22507.8A", "DIS PARKING/NO ID", "363"},
          new String[] {"80.73.2", "EXCEED 72HRS-ST", "68"});

  private static final String[] STREETS = {
    "MAIN",
    "BROADWAY",
    "SPRING",
    "HILL",
    "OLIVE",
    "GRAND",
    "FLOWER",
    "FIGUEROA",
    "WILSHIRE",
    "SUNSET",
    "HOLLYWOOD",
    "SANTA MONICA",
    "MELROSE",
    "BEVERLY",
    "3RD",
    "6TH",
    "7TH",
    "8TH",
    "OLYMPIC",
    "PICO",
    "VENICE",
    "WASHINGTON",
    "JEFFERSON",
    "ADAMS",
    "VERMONT",
    "WESTERN",
    "NORMANDIE",
    "VAN NESS",
    "LA BREA",
    "FAIRFAX",
    "LA CIENEGA",
    "ROBERTSON",
    "SEPULVEDA",
    "VENTURA",
    "RESEDA",
    "TAMPA",
    "WOODMAN",
    "LAUREL CANYON",
    "VINELAND",
    "LANKERSHIM",
    "VICTORY",
    "SHERMAN",
    "ROSCOE",
    "NORDHOFF",
    "DEVONSHIRE",
    "WELBY",
    "HUNTLEY",
    "CAHUENGA",
    "HIGHLAND",
    "GOWER",
    "VINE",
    "ARGYLE",
    "WILCOX",
    "CHEROKEE",
    "ORANGE",
    "SYCAMORE",
    "DETROIT",
    "CLOVERDALE",
    "RIMPAU",
    "CRENSHAW",
    "ARLINGTON",
    "HOBART",
    "KINGSLEY",
    "ALEXANDRIA",
    "MARIPOSA",
    "CATALINA",
    "KENMORE",
    "ALVARADO",
    "HOOVER",
    "TEMPLE",
    "BEAUDRY",
    "CESAR E CHAVEZ",
    "ALAMEDA",
    "CENTRAL",
    "SAN PEDRO",
    "LOS ANGELES",
    "MAPLE",
    "WALL",
    "SAN JULIAN",
    "TOWNE",
    "GLADYS",
    "OCEAN FRONT",
    "PACIFIC",
    "ABBOT KINNEY",
    "ROSE",
    "LINCOLN",
    "BUNDY",
    "BARRINGTON",
    "GAYLEY",
    "WESTWOOD",
    "KELTON",
    "LEVERING",
    "STRATHMORE",
    "OHIO",
    "MISSOURI",
    "IDAHO",
    "TEXAS",
    "NEBRASKA",
    "WORLD",
    "CENTURY",
    "MANCHESTER",
    "FLORENCE",
    "SLAUSON",
    "VERNON",
    "MARTIN LUTHER KING JR",
    "EXPOSITION",
    "RODEO",
    "STOCKER",
    "OVERHILL",
    "SAWTELLE",
    "CORINTH",
    "PURDUE",
    "GREENFIELD",
    "GLENDON",
    "TIVERTON",
    "MANNING",
    "BEVERWIL",
    "CASHIO"
  };
  private static final Weighted<String> SUFFIXES =
      new Weighted<String>(w(40, 25, 18, 7, 4, 3, 3), "ST", "AVE", "BLVD", "DR", "PL", "WAY", "RD");
  private static final Weighted<String> DIRECTIONS =
      new Weighted<String>(w(60, 12, 10, 9, 9), "", "N", "S", "E", "W");

  private final long seed;
  private final List<CitationColumn> columns;

  /**
   * @param columns {@link CitationColumn#CLASSIC} (19) or all 22
   */
  public CitationGenerator(long seed, List<CitationColumn> columns) {
    this.seed = seed;
    this.columns = columns;
  }

  /** A street address or an intersection, its coordinates, and a meter if it is metered. */
  private static final class Place {
    final String location;
    final String latitude;
    final String longitude;
    final String meter;

    Place(String location, String latitude, String longitude, String meter) {
      this.location = location;
      this.latitude = latitude;
      this.longitude = longitude;
      this.meter = meter;
    }
  }

  /** One handheld device: its own ticket sequence, route and agency. */
  private static final class Device {
    long nextTicket;
    final String route;
    final String[] agency;

    Device(long firstTicket, String route, String[] agency) {
      this.nextTicket = firstTicket;
      this.route = route;
      this.agency = agency;
    }
  }

  /** Writes the header and {@code rows} citations. */
  public void write(Writer out, int rows) throws IOException {
    SplittableRandom random = new SplittableRandom(seed);
    Place[] places = places(random, Math.max(500, rows / 3));
    Device[] devices = devices(random, Math.max(20, Math.min(400, rows / 200)));
    ICSVWriter csv = new CSVWriter(out, ',', '"', '"', "\n");
    csv.writeNext(CitationColumn.headers(columns).toArray(new String[0]), false);
    String[] fields = new String[columns.size()];
    for (int i = 0; i < rows; i++) {
      citation(random, places, devices, i, rows, fields);
      csv.writeNext(fields, false);
    }
    csv.flush();
    if (csv.checkError()) {
      throw new IOException("writing the CSV failed");
    }
  }

  private void citation(
      SplittableRandom random,
      Place[] places,
      Device[] devices,
      int index,
      int rows,
      String[] fields) {
    Device device = devices[(int) (devices.length * Math.pow(random.nextDouble(), 1.5))];
    device.nextTicket += random.nextInt(20) == 0 ? 1 + random.nextInt(30) : 1;
    int day = (int) ((long) index * DAYS / rows);
    if (random.nextInt(50) == 0) {
      day = Math.max(0, day - 1 - random.nextInt(10)); // a late entry
    }
    LocalDate date = FIRST_DAY.plusDays(day);
    int minutes = daytimeMinutes(random);
    Place place = places[(int) (places.length * Math.pow(random.nextDouble(), 2))];
    String[] violation = VIOLATIONS.draw(random);
    boolean meterViolation = violation[0].startsWith("88.");
    String[] body = BODY_STYLES.draw(random);
    String[] color = COLORS.draw(random);
    for (int c = 0; c < columns.size(); c++) {
      fields[c] =
          field(
              columns.get(c),
              random,
              device,
              date,
              minutes,
              place,
              violation,
              meterViolation,
              body,
              color);
    }
  }

  private static String field(
      CitationColumn column,
      SplittableRandom random,
      Device device,
      LocalDate date,
      int minutes,
      Place place,
      String[] violation,
      boolean meterViolation,
      String[] body,
      String[] color) {
    switch (column) {
      case TICKET_NUMBER:
        return Long.toString(device.nextTicket);
      case ISSUE_DATE:
        return CitationSchema.formatDate(date);
      case ISSUE_TIME:
        return random.nextInt(400) == 0 ? "" : Integer.toString(hhmm(minutes));
      case METER_ID:
        return meterViolation && place.meter != null ? place.meter : "";
      case MARKED_TIME:
        return violation[0].equals("80.69C") && random.nextInt(3) > 0
            ? Integer.toString(hhmm(Math.max(0, minutes - 60 - random.nextInt(120))))
            : "";
      case RP_STATE_PLATE:
        return STATES.draw(random);
      case PLATE_EXPIRY_DATE:
        return plateExpiry(random, date);
      case VIN:
        return random.nextInt(100) == 0 ? vin(random) : "";
      case MAKE:
        return MAKES.draw(random);
      case BODY_STYLE:
        return body[0];
      case COLOR:
        return color[0];
      case LOCATION:
        return place.location;
      case ROUTE:
        return random.nextInt(100) == 0 ? "" : device.route;
      case AGENCY:
        return device.agency[0];
      case VIOLATION_CODE:
        return violation[0];
      case VIOLATION_DESCRIPTION:
        return violation[1];
      case FINE_AMOUNT:
        return random.nextInt(200) == 0 ? "" : violation[2];
      case LATITUDE:
        return place.latitude;
      case LONGITUDE:
        return place.longitude;
      case AGENCY_DESCRIPTION:
        return device.agency[1];
      case COLOR_DESCRIPTION:
        return color[1];
      default:
        return body[1];
    }
  }

  /**
   * Most citations between 7:00 and 19:00, street cleaning peaking in the morning; a few at night.
   */
  private static int daytimeMinutes(SplittableRandom random) {
    if (random.nextInt(20) == 0) {
      return random.nextInt(24 * 60);
    }
    double hours = 7 + 12 * Math.pow(random.nextDouble(), 1.3);
    return (int) (hours * 60);
  }

  /** HHMM as the export writes it: 905 for 9:05, 5 for 0:05. */
  private static int hhmm(int minutes) {
    return minutes / 60 * 100 + minutes % 60;
  }

  private static String plateExpiry(SplittableRandom random, LocalDate issued) {
    int kind = random.nextInt(1000);
    if (kind < 60) {
      return "";
    }
    if (kind < 65) { // junk the export carries: single digits, 5-digit and impossible months
      int[] junk = {1, 8, 20160, 201613, 999999};
      return Integer.toString(junk[random.nextInt(junk.length)]);
    }
    LocalDate expiry = issued.plusMonths(random.nextInt(30) - 18);
    return String.format(Locale.ROOT, "%d%02d", expiry.getYear(), expiry.getMonthValue());
  }

  private static String vin(SplittableRandom random) {
    StringBuilder s = new StringBuilder(17);
    for (int i = 0; i < 17; i++) {
      s.append(VIN_CHARS.charAt(random.nextInt(VIN_CHARS.length())));
    }
    return s.toString();
  }

  private static Place[] places(SplittableRandom random, int count) {
    Place[] places = new Place[count];
    for (int i = 0; i < count; i++) {
      String street = STREETS[random.nextInt(STREETS.length)] + " " + SUFFIXES.draw(random);
      String location;
      if (random.nextInt(30) == 0) {
        location =
            street + ", " + STREETS[random.nextInt(STREETS.length)] + " " + SUFFIXES.draw(random);
      } else {
        String direction = DIRECTIONS.draw(random);
        int number =
            random.nextBoolean()
                ? 100 * (1 + random.nextInt(150)) + random.nextInt(100)
                : 1 + random.nextInt(24_000);
        location = number + " " + (direction.isEmpty() ? "" : direction + " ") + street;
      }
      boolean unknown = random.nextInt(8) == 0;
      // California state plane zone V, US feet: the export's "Latitude"/"Longitude" columns.
      String latitude =
          unknown
              ? "99999"
              : String.format(Locale.ROOT, "%.1f", 6_380_000 + 190_000 * random.nextDouble());
      String longitude =
          unknown
              ? "99999"
              : String.format(Locale.ROOT, "%.1f", 1_720_000 + 240_000 * random.nextDouble());
      String meter = random.nextInt(3) == 0 ? meterId(random) : null;
      places[i] = new Place(location, latitude, longitude, meter);
    }
    return places;
  }

  private static String meterId(SplittableRandom random) {
    String letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
    return ""
        + (char) ('0' + random.nextInt(10))
        + letters.charAt(random.nextInt(letters.length()))
        + (random.nextBoolean()
            ? Integer.toString(10 + random.nextInt(90))
            : Integer.toString(100 + random.nextInt(900)));
  }

  private static Device[] devices(SplittableRandom random, int count) {
    Device[] devices = new Device[count];
    for (int i = 0; i < count; i++) {
      long first = 1_100_000_000L + (long) random.nextInt(90_000) * 1_000 + random.nextInt(1000);
      if (random.nextInt(5) == 0) {
        first =
            4_200_000_000L + (long) random.nextInt(90_000) * 1_000; // the 42xxxxxxxx handheld range
      }
      String route =
          random.nextBoolean()
              ? String.format(Locale.ROOT, "%05d", random.nextInt(1000))
              : ""
                  + (1 + random.nextInt(9))
                  + (char) ('A' + random.nextInt(26))
                  + (random.nextBoolean() ? "" + (char) ('A' + random.nextInt(26)) : "")
                  + String.format(Locale.ROOT, "%02d", random.nextInt(100));
      devices[i] = new Device(first, route, AGENCIES.draw(random));
    }
    return devices;
  }
}
