{
  "algorithm": "ed25519",
  "content_sha256": "3774d38f321396ffc742c2ac94c455077a56f54d93f539eeb73d8749f67b0231",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f88e0f8042d197e4b54550820e26fbaccc5d262af1dafd83b1ec6e37218cf94b",
  "schema": "gridshift.signature/1",
  "signature": "c19398a17f15605c7ff4fda4174874db0acc2a1aaa2be24630649883dbadc4fe4394c3720cfd4ffff4761bc761eff2f884c8683b9009043ce29377d93ebd7400"
}
