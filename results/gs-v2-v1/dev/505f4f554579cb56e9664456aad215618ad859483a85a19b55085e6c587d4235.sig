{
  "algorithm": "ed25519",
  "content_sha256": "b2c36e5b62d5a4a5fb778916837099dbc4e400ac448f74a5c0fb0de58ddce61d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "505f4f554579cb56e9664456aad215618ad859483a85a19b55085e6c587d4235",
  "schema": "gridshift.signature/1",
  "signature": "ac9a10c0fecfc37e7e3edfd3ed4c48d2c7e31c6bb14a58ebe382f668b91b0acc3d2cf5f4ceb853db368302a594dc16447c0938155172dd2c14aa554999623800"
}
