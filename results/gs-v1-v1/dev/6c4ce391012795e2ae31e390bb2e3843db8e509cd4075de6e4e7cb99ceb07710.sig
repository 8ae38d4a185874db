{
  "algorithm": "ed25519",
  "content_sha256": "5c73e4ca61db3b7b9dae580c2c17d6fadcfb547bf242c7789b8cc0af404536d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c4ce391012795e2ae31e390bb2e3843db8e509cd4075de6e4e7cb99ceb07710",
  "schema": "gridshift.signature/1",
  "signature": "08eb630b57ac0e58302ce4e16a511b6162147d3c61f72ce56d4f2b640a0b2fa46d3677cfbd288574f3cd9e5d31cce3c7ea712a5fd9a58ebc311661ba466ece0c"
}
