{
  "algorithm": "ed25519",
  "content_sha256": "cc2ce2c9c0b7a630bf65fcd3a6262923ac602f82dcc8d1ae1b4e4ee4c0b2a6a9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "08ad613c341d0fa232e4fb08dba53255c09ec4011cbb711ea4c8b7b241db0c7b",
  "schema": "gridshift.signature/1",
  "signature": "b5a834a0657b1bb2d532746070b481493acc956d65366c2df3c80a214449ac97e5036ad4677dcf9ed96767cd3274e586579b2386d2563b249cc175b6fb39dd09"
}
