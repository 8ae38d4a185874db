#!/usr/bin/env bash
# Start a one-node SLURM cluster on localhost whose partitions stand for a scenario's regions:
# munged, MariaDB (the accounting store sacct reads), slurmdbd, slurmctld and slurmd, as root.
# Used by .ci/run and by tests/slurm (which call it when root and nothing answers yet); an
# operator's real cluster needs none of this (docs/real-schedulers.md).
#
#   .ci/slurm-up.sh [PARTITION ...]     # default: us-west eu-central ap-southeast (check-v1)
#
# Idempotent: a daemon already running is left alone. Needs Debian's slurm-wlm, slurmdbd,
# munge and mariadb-server. The node advertises 64 CPUs (config_overrides) so many one-CPU
# sleep jobs run at once on a small machine; a job stands for a GPU job of the scenario.
set -euo pipefail
PARTS=("$@")
[ ${#PARTS[@]} -gt 0 ] || PARTS=(us-west eu-central ap-southeast)
HOST=$(hostname -s)
CONF_DIR=/etc/slurm
mkdir -p "$CONF_DIR" /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/munge \
    /var/lib/munge /var/log/munge /run/mysqld
running() { pgrep -x "$1" >/dev/null 2>&1; }
wait_for() {  # wait_for SECONDS CMD...
    local n=$1; shift
    for _ in $(seq "$n"); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
    echo "slurm-up: gave up waiting for: $*" >&2; return 1
}

# munge: a key, then the daemon as the munge user
if [ ! -s /etc/munge/munge.key ]; then
    mkdir -p /etc/munge
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
fi
chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge
chmod 400 /etc/munge/munge.key
running munged || runuser -u munge -- /usr/sbin/munged </dev/null >/dev/null 2>&1
wait_for 20 munge -n

# MariaDB for the accounting store
chown mysql:mysql /run/mysqld
if ! running mariadbd && ! running mysqld; then
    [ -d /var/lib/mysql/mysql ] || mariadb-install-db --user=mysql >/dev/null
    (cd / && setsid -f mysqld_safe --user=mysql </dev/null >>/var/log/slurm/mysqld_safe.log 2>&1)
fi
wait_for 60 mysqladmin ping
mysql -e "CREATE DATABASE IF NOT EXISTS slurm_acct_db;
          CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY 'gridshift';
          GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost'; FLUSH PRIVILEGES;"

cat > "$CONF_DIR/slurmdbd.conf" <<CONF
AuthType=auth/munge
DbdHost=localhost
SlurmUser=root
LogFile=/var/log/slurm/slurmdbd.log
PidFile=/run/slurmdbd.pid
StorageType=accounting_storage/mysql
StorageHost=localhost
StorageUser=slurm
StoragePass=gridshift
StorageLoc=slurm_acct_db
CONF
chmod 600 "$CONF_DIR/slurmdbd.conf"

{
    echo "ClusterName=gridshift"
    echo "SlurmctldHost=$HOST(127.0.0.1)"
    echo "SlurmUser=root"
    echo "AuthType=auth/munge"
    echo "StateSaveLocation=/var/spool/slurmctld"
    echo "SlurmdSpoolDir=/var/spool/slurmd"
    echo "SlurmctldPidFile=/run/slurmctld.pid"
    echo "SlurmdPidFile=/run/slurmd.pid"
    echo "SlurmctldLogFile=/var/log/slurm/slurmctld.log"
    echo "SlurmdLogFile=/var/log/slurm/slurmd.log"
    echo "ProctrackType=proctrack/linuxproc"
    echo "TaskPlugin=task/none"
    echo "JobAcctGatherType=jobacct_gather/none"
    echo "AccountingStorageType=accounting_storage/slurmdbd"
    echo "AccountingStorageHost=localhost"
    echo "JobCompType=jobcomp/none"
    echo "SchedulerType=sched/builtin"
    echo "SchedulerParameters=sched_interval=1"
    echo "SelectType=select/cons_tres"
    echo "SelectTypeParameters=CR_CPU"
    echo "SlurmdParameters=config_overrides"
    echo "ReturnToService=2"
    echo "MinJobAge=3600"
    echo "NodeName=$HOST NodeAddr=127.0.0.1 CPUs=64 State=UNKNOWN"
    for p in "${PARTS[@]}"; do
        echo "PartitionName=$p Nodes=$HOST MaxTime=INFINITE State=UP OverSubscribe=NO"
    done
} > "$CONF_DIR/slurm.conf"

running slurmdbd || /usr/sbin/slurmdbd </dev/null >/dev/null 2>&1
wait_for 30 sacctmgr -n list cluster
sacctmgr -i -Q add cluster gridshift >/dev/null 2>&1 || true
if running slurmctld; then scontrol reconfigure; else /usr/sbin/slurmctld </dev/null >/dev/null 2>&1; fi
wait_for 30 scontrol ping
running slurmd || /usr/sbin/slurmd </dev/null >/dev/null 2>&1
wait_for 30 sh -c "sinfo -h -N -o %T | grep -qvE 'down|unknown'"
scontrol update NodeName="$HOST" State=RESUME >/dev/null 2>&1 || true
sinfo
