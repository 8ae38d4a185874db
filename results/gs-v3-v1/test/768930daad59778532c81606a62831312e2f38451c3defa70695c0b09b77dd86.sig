{
  "algorithm": "ed25519",
  "content_sha256": "7a46a7e88f7bd935f1b3c19efbe3d2aa95f49b0aaa14db9196913bc301a96faa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "768930daad59778532c81606a62831312e2f38451c3defa70695c0b09b77dd86",
  "schema": "gridshift.signature/1",
  "signature": "a21b9aa317ddd23f9a56dcde485ccd85654069a638801f34d5724f6fbcde6f9d221b247ec427ba372c0a33f93e22dd400fb14ae10f608b8681caa6329ec7c705"
}
