package org.kontor.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fazecast.jSerialComm.SerialPort;
import org.kontor.protocol.link.ByteChannel;

/** A board's serial port opened with jSerialComm, as the hub opens a real one, as a link channel. */
public final class SerialPortChannel implements ByteChannel, AutoCloseable {
    private final SerialPort port;

    private SerialPortChannel(SerialPort port) {
        this.port = port;
    }

    public static SerialPortChannel open(String path) {
        SerialPort port = SerialPort.getCommPort(path);
        assertThat(port.openPort()).as("jSerialComm opens %s", path).isTrue();
        port.setComPortTimeouts(SerialPort.TIMEOUT_NONBLOCKING, 0, 0);
        port.setDTR();
        return new SerialPortChannel(port);
    }

    @Override
    public int read(byte[] buffer) {
        int available = port.bytesAvailable();
        if (available < 0) {
            return -1;
        }
        return available == 0 ? 0 : Math.max(0, port.readBytes(buffer, Math.min(available, buffer.length)));
    }

    @Override
    public void write(byte[] bytes) {
        port.writeBytes(bytes, bytes.length);
    }

    @Override
    public void close() {
        port.closePort();
    }
}
