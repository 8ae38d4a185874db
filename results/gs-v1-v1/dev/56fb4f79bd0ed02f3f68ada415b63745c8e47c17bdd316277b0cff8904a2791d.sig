{
  "algorithm": "ed25519",
  "content_sha256": "ee78fefec57438dce2cc12ec8278ea71619d5b94ae956e3a01ae0bd657aa5baf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "56fb4f79bd0ed02f3f68ada415b63745c8e47c17bdd316277b0cff8904a2791d",
  "schema": "gridshift.signature/1",
  "signature": "55c912202178b92d681900fdac1b9954c7c97f4de7f9fb92ab42e72769199af8ea5b175633464296ba9fd1da85dddf9e64016c3b2f3f4e22c0e30338f66c5304"
}
