{
  "algorithm": "ed25519",
  "content_sha256": "4c81b04cf123df8bfa57ec6d88b5d985631edfae1e00863101c0d48eef3235da",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5eef5ef28654d89aa3b52532ed3505e04b2d0778b665d5b7c765fbbebc854e33",
  "schema": "gridshift.signature/1",
  "signature": "f38c7e8cd627829b4e542f97349795f61fff0b872027402d7b225168cc7c2cc8a9550dde6fa6a11096fc97973fbd51eab76edd35fa69bcf53b936376ae741d05"
}
