{
  "algorithm": "ed25519",
  "content_sha256": "ffb65c731f3e7ad8b38ec2ba012a2aad405a94fe7e6b42a041a74ebadbc82c5a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "42aca16fc1c7de8da02b244aa8e3968f41ace243c28ed3f715d6b83303b0ba52",
  "schema": "gridshift.signature/1",
  "signature": "96766fc96f5df72d3eb4e3b75d4180821ae94fa7540316415e9c4ba0fa82497b9b844acdd567c0120994f842f51c67fb935a6ae3ba6af1915b326919e1d4e606"
}
