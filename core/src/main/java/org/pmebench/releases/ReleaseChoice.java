package org.pmebench.releases;

import java.util.List;
import org.pmebench.run.Pairing;

/**
 * The parquet-java releases a run measures ({@code --parquet-versions}), for every file family that
 * takes them.
 */
public interface ReleaseChoice {
  /** The checked releases, once each; null when the option was not given. */
  List<String> releases(Pairing pairing);
}
