{
  "algorithm": "ed25519",
  "content_sha256": "85b890bceaee52cc29982cfae28c45a97fa1cb436b40cf2eed365a652ac4fadb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3eb44d95a979c5b8f3d70054b172bd00691dcca24bb0603e6a1019cc7b2f3d0f",
  "schema": "gridshift.signature/1",
  "signature": "aa0f5499049271c15a028c9a75ecc2d7030f1beec8178f14e0996c85114971560a8970ca8aec13b828ebd4223c140f9d5d7ed2c69fd12bd707246ae53517d103"
}
