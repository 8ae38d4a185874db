{
  "algorithm": "ed25519",
  "content_sha256": "57dc47b79c08113d4a7493081b9f955adf30c65d6c0234b13bffe8fa15d96d75",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c2f81fd098123434f05caacf604e71c85443eb298a0c28d75e25cbce102e511",
  "schema": "gridshift.signature/1",
  "signature": "ca2a36539f56e2373baeff5e887b8c4921a5194587e9393c1b55419fcb6ac7ca1c147584d5cf6f1559cdd09deae56d11dcc45b3235bce53bf4b4087d0f816a0f"
}
