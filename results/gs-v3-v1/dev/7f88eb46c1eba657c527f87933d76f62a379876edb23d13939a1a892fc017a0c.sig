{
  "algorithm": "ed25519",
  "content_sha256": "bd8ed3c59184d6bb8706049b8872bd1ccacd80dc8346d0f0a3b0df16279dcfe7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f88eb46c1eba657c527f87933d76f62a379876edb23d13939a1a892fc017a0c",
  "schema": "gridshift.signature/1",
  "signature": "706700992682d5df31e5b593e5686b9c602e2f6b3c093676f09c62bc15ed6ea4206cbe9ea277680a881b09b924ad27fc92d2d7a0705817792c86a1c9e8abd400"
}
