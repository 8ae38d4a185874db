{
  "algorithm": "ed25519",
  "content_sha256": "1f652b067b767c79a753a101000f705b07bb28948c2a80a8caafeef5e16a1c13",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b367a20896ecc560bc8a2af4ff4689bdd8436b7ef60be71066ce5c49d6029ee",
  "schema": "gridshift.signature/1",
  "signature": "ded0fe838ac9c228ad0dff1d8dd1250cf770a661f6be9c2017a4b6064ae43480297e96a05ee20f1c6868cb349600992b54d5cdc1e2180dedc3bd05f0cc2e2001"
}
