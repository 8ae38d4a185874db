{
  "algorithm": "ed25519",
  "content_sha256": "466a39516e230e97cd9208f94e957996a09f2a231b24f099705f0207e02b9d8e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d253be5b7a6d72d31803327b4ec60e902775f5993c07139288ca65908ff58170",
  "schema": "gridshift.signature/1",
  "signature": "ff96cccba0ce70e4a183370ff788299fc9d23e59fdb668e2cca9405fd3cc81810c44909ef052647ea679b2195eef4dda4491ef5fd8ee872ddbc4ffaa8a29c705"
}
