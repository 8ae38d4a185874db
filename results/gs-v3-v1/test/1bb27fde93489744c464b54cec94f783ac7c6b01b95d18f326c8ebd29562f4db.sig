{
  "algorithm": "ed25519",
  "content_sha256": "d8b39e3a3cc411bee250d0f9144f9af347aa483359dc9b10462961fc6933ffea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1bb27fde93489744c464b54cec94f783ac7c6b01b95d18f326c8ebd29562f4db",
  "schema": "gridshift.signature/1",
  "signature": "1af33c4183d149aa5d09aad53564a385420fcb05c248ed9c43802efd90f15988427f7c44138bc860d991727deec8055e05f35c9304a6348c01022fb323b3ae06"
}
