{
  "algorithm": "ed25519",
  "content_sha256": "5259a0d8d160c4f34528c9cbcbf2d2c075afb5617b945004fde50e397e0022a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "913154b339a2fd04c301377e2d81abee2a1b15c2ff84aa06875f9baaa9e54722",
  "schema": "gridshift.signature/1",
  "signature": "c42adad673a7a76732efd9e8897ab8f65f313b9d8577731d5aab191f76f524216bf14dd35e8e1255857ca22eb874439d6c60b51980e48a6ace4f8ea9546c4503"
}
