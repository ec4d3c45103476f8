# Sourced by bench/views.sh and bench/views-ab.sh: the Java flags of the two JVMs.
# The server JVM (the table and the bare broadcast) runs with the systemd unit's flags, as the hub
# runs on a Pi (the -D settings left out: they name the Pi's folders). The clients' JVM collects no
# garbage (Epsilon, a 3 GB heap touched up front): the 16 clients allocate about 1.5 GB in a 5,000-move
# run, and a pause of theirs would be counted against whichever server they were waiting for.
unit_opts=$(grep -o 'KONTOR_JAVA_OPTS=[^"]*' packaging/src/deb/systemd/kontor.service | sed 's/^KONTOR_JAVA_OPTS=//; s/ -D[^ ]*//g')
export SERVER_JAVA_OPTS=${SERVER_JAVA_OPTS:-$unit_opts}
client_opts="-XX:+UnlockExperimentalVMOptions -XX:+UseEpsilonGC -Xms3g -Xmx3g -XX:+AlwaysPreTouch"
