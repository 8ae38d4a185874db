{
  "algorithm": "ed25519",
  "content_sha256": "4e71962c54fed0ededd513b859dcce7f82c259839f354f6e257f84be2c80f7e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f5b15a2ec6c0514a09c79d24bba7b881dae3503a2812167f02e81ec118449e7",
  "schema": "gridshift.signature/1",
  "signature": "520a81efcc002ed7cb5c0bb45c0d5c4b82990ad1b45dac43555e9176555150c8c0790e9de91433f13aa6324831d6524701a74896b79c1a73fd84d8f803f67901"
}
