{
  "algorithm": "ed25519",
  "content_sha256": "d64dcbc828eeba99205501977e0a04010f570117e090805a746b6d5b7e0a2f27",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10b826111c4acd9ddfab7b22230df524c6db9322a5d00422805f1b2c589d960b",
  "schema": "gridshift.signature/1",
  "signature": "5e0ebf13efbf6818665dd0e6ff7df44a8969ca8fe5453fee16ef29dca891b0ab5aecb1ed569cb4e249ffeb4ecda7584d869873e04410f6e054955afcdb638508"
}
