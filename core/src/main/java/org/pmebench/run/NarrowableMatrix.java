package org.pmebench.run;

/**
 * A family matrix that its planner narrows per group of runs (the modes one provider serves, the
 * algorithms of one provider group): {@link #copy} keeps every other choice, including any added
 * later, where a copy field by field would have to name each one.
 */
public abstract class NarrowableMatrix implements Cloneable {
  /**
   * A shallow copy: the lists are shared, as these matrices replace a list rather than change it.
   */
  protected final Object copy() {
    try {
      return clone();
    } catch (CloneNotSupportedException e) {
      throw new AssertionError(e);
    }
  }
}
