{
  "algorithm": "ed25519",
  "content_sha256": "319dd582622382f6a95b31d7c4eb217be27894ee3165b2d762aa7ce44d1a23d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d6d3b530cc7271709a7725b64f6ce84b39c8939d3cff75d6c9d899657c860e3",
  "schema": "gridshift.signature/1",
  "signature": "0f101b6faf180150b40cd0fd7949f6bf5abbf012dfdd2c9f581c1f121f6f1afa858f972955756f9a634f21b78d2af2b42dc9b9761bfa20cc2b40f5ca21bcce07"
}
