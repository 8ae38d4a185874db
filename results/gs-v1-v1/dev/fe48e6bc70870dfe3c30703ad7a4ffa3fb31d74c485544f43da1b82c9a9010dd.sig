{
  "algorithm": "ed25519",
  "content_sha256": "d344a7abbd3cccd592a6840ea81dc7cb3c76ab3c63e09070cb41fcfbe1ebafd4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe48e6bc70870dfe3c30703ad7a4ffa3fb31d74c485544f43da1b82c9a9010dd",
  "schema": "gridshift.signature/1",
  "signature": "de5840ce7d92f38707fc7c448874d4828ba6863da061f1aa901a3e5e10c66a0d6ee1f3fd7f712350eebe5ef0b5c8ea1ddcb238432120fd92dd42682d9646e106"
}
