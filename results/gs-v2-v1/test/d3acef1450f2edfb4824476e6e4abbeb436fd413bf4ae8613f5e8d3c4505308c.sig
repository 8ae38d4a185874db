{
  "algorithm": "ed25519",
  "content_sha256": "5cd11d10162ed4d4f3d1fa12eeb9ba030320f1ba5cc5ad8baf387a77f7e82e5f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3acef1450f2edfb4824476e6e4abbeb436fd413bf4ae8613f5e8d3c4505308c",
  "schema": "gridshift.signature/1",
  "signature": "0c72ec114e48249ef3dbe576c2e33795007621e40c1dd720276ee70341a830f911ebe62457df56ae8a33165e580dede927f523bfbeac8e2bd1c9725eb60c5d00"
}
