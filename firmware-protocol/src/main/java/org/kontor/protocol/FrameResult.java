package org.kontor.protocol;

/** Either a frame or the reason there is none; exactly one of the two is non-null. */
public record FrameResult(Frame frame, FrameError error) {
    public static FrameResult ok(Frame frame) {
        return new FrameResult(frame, null);
    }

    public static FrameResult failed(FrameError error) {
        return new FrameResult(null, error);
    }

    public boolean isOk() {
        return frame != null;
    }
}
