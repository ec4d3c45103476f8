package org.kontor.protocol.message;

/** Hub to board, reliable. Mode 0: re-initialise the sensors; mode 1: reboot (a new boot id follows). */
public record ResetRequest(int mode) implements Message {
    public static final int SOFT = 0;
    public static final int REBOOT = 1;

    public MessageType type() {
        return MessageType.RESET_REQ;
    }

    static ResetRequest read(PayloadReader in) {
        return new ResetRequest(in.u8());
    }

    public void write(PayloadWriter out) {
        out.u8(mode);
    }

    public String fields() {
        return "mode=" + mode;
    }
}
