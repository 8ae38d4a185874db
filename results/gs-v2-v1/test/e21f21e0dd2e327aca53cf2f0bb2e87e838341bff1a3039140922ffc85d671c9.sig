{
  "algorithm": "ed25519",
  "content_sha256": "9ac517f273c5bbc6bd4b75d75f391dde651ab7b465fe93c0c3bef39a735247fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e21f21e0dd2e327aca53cf2f0bb2e87e838341bff1a3039140922ffc85d671c9",
  "schema": "gridshift.signature/1",
  "signature": "e78e3e2abb6fe520752af706e029e8991711ac7f948d62d9f39eaf698f78600bf730af49000d54943a4fdc935e64b078bda3f3e56e53b6c72c2a64bdbf55330a"
}
