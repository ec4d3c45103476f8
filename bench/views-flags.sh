# Sourced by bench/views.sh and bench/views-ab.sh: the Java flags of the two JVMs.
# The server JVM (the table and the bare broadcast) runs with the systemd unit's flags, as the hub
# runs on a Pi (the -D settings left out: they name the Pi's folders). The clients stand for phones,
# devices of their own, so their JVM is kept from taking the servers' CPUs: C1 only (with C2 its
# compiler threads ran through the whole run and were the largest user of the CPUs in the slowest
# moves of both servers, bench/views-sched.sh), and a small heap used over and over (a 64 MB young
# generation; the 16 clients allocate about 1.5 GB in a 5,000-move run).
# Until 2026-11-26 they ran without a collector (Epsilon, 3 GB touched up front), and on this
# benchmark's host that streamed through memory the host had taken back: 12,000-17,000 page faults
# a second in the clients while measuring, and the slowest moves of both servers 31-51 ms instead
# of 8-20. Their young collections (about 1.5 ms) fall mostly in the clients' reading of the views,
# between moves. CLIENT_JAVA_OPTS and SERVER_JAVA_OPTS override the two.
unit_opts=$(grep -o 'KONTOR_JAVA_OPTS=[^"]*' packaging/src/deb/systemd/kontor.service | sed 's/^KONTOR_JAVA_OPTS=//; s/ -D[^ ]*//g')
export SERVER_JAVA_OPTS=${SERVER_JAVA_OPTS:-$unit_opts}
client_opts=${CLIENT_JAVA_OPTS:-"-XX:+UseSerialGC -Xms512m -Xmx512m -Xmn64m -XX:TieredStopAtLevel=1"}
