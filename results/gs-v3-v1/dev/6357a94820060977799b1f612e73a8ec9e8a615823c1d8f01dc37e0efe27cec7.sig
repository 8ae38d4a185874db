{
  "algorithm": "ed25519",
  "content_sha256": "c949098d548a86834cc9ebf0396600293beeae035dc86d6da58381fd39958c66",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6357a94820060977799b1f612e73a8ec9e8a615823c1d8f01dc37e0efe27cec7",
  "schema": "gridshift.signature/1",
  "signature": "7b5ae3497faafa4cfb33780c0fffb8d933831838c7e016287214d98d0232e171406267a8ee943c80ef3d0a12d3a4f2cefb67e2bd19b1b9e2fdab89f1bb65750e"
}
