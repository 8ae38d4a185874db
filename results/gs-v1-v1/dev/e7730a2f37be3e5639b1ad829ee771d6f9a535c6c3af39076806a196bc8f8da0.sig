{
  "algorithm": "ed25519",
  "content_sha256": "818c84c78f800dffc01e4946cb8e38a168102d8caa27bfd8c3add6f3d1ddde8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7730a2f37be3e5639b1ad829ee771d6f9a535c6c3af39076806a196bc8f8da0",
  "schema": "gridshift.signature/1",
  "signature": "f946ba98f2c98a7ad73eb301979796ab75b4efe9f3f8fc97cba1d1f88cdc3ada4d47199b979655e3526df160f9ae94cfb41e5eaf27f60bac8ee32e51fa8a6300"
}
