{
  "algorithm": "ed25519",
  "content_sha256": "65e31edfc342296bd00efb03a631bab707ae2397ee3a74963a8f228bbf03ae9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c5edd7ec14c263d7df4053028b4df518a79b5da136d7b64ce5174bfbd94e95b2",
  "schema": "gridshift.signature/1",
  "signature": "19ab9ef754aa4ba76caeeb60198283815edac6e8b02585b36bade092d38635b49be35449128044c6a2fbf3adffe060cc1cbbd591dae9197f1161bbc6836b0905"
}
