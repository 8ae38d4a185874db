{
  "algorithm": "ed25519",
  "content_sha256": "32815fbf6a56e2f7a657bdd603f1e4a337cb0af69079972ae1856e1ec2542372",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5a5d31b3473844933203655354b973634643989213c04bfea4cb117a2591705a",
  "schema": "gridshift.signature/1",
  "signature": "47b0a5ed11d03bbb8cd7d29eb45ca276cd918ba0171cb6de690a95e88faf512e2e759bfa5c5b8a0c40ed30db17bff9dfa43c788a2ce129b07b2e48705b04590b"
}
