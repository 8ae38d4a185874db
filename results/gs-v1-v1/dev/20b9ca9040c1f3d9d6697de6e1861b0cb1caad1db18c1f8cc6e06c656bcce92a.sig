{
  "algorithm": "ed25519",
  "content_sha256": "f44af555379ca2587ad9fbcfa4c4c931c9399f61b1f09f9ec9e6d36a2f3ac256",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20b9ca9040c1f3d9d6697de6e1861b0cb1caad1db18c1f8cc6e06c656bcce92a",
  "schema": "gridshift.signature/1",
  "signature": "f9297da99b245919cb60521f3807be94a6d2f5b980658b70e6ad6ea35a4e85e6463cb0548db8783582fffa82afdfbcd8684e0d754b771de96d01c437dc636500"
}
