{
  "algorithm": "ed25519",
  "content_sha256": "3ea88d6cb9a97c6e60de739cd31d6c7b769883a3ac2fbbdd35bc08e7d44617c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0453f6bf5cb8c0daf0e893b867faaa7d7023a5e838a30b305c98f335a96d7212",
  "schema": "gridshift.signature/1",
  "signature": "3d20962c979fab92351c1f1351d6ae78f5968cdfaf46f423964db584a75d55960635fdd63329704d16ce2b5f17f7f7da6a6b171e8a998019f6453df7d6439402"
}
