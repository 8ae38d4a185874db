{
  "algorithm": "ed25519",
  "content_sha256": "1b0039307f7e28b6a2929b45569562ae4fcb5fd5e62a906a876d67a66bc95fc8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec977c3ab35b6d6ce2a7b6f5f39d7fb4328052db9a12ec04147ba067e62159c5",
  "schema": "gridshift.signature/1",
  "signature": "edf6ef0f50cb25d2bb2349a0e0b40b70014cfcdb346f9f4d982097228f6e005c276e57c225738f4852c694ae9cf21553943e88c88b38d7894c1f32c270964d07"
}
