{
  "algorithm": "ed25519",
  "content_sha256": "4c09184ee42eeafd7c352ffdeb2f7d8237c118bf9a1be90abbd748b90c60e982",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "06821c54866f160c76bacc3342101d29a831c5c8301a95d6927165d0f84d4bef",
  "schema": "gridshift.signature/1",
  "signature": "feb440199a109fd002a65558925831fc1d4fcbbde67907e09aef356f91dfafeb3c0239bd8036686dee5052df5b8b62ec88467cc901c0bcfb2ba8e56fe05b1a04"
}
