{
  "algorithm": "ed25519",
  "content_sha256": "596199299c1fea1b356b29ea822cfeddca58011a83b8af2522852536563ded15",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f99dfb18c0c89494c69c5a1f4472392c420ad8506630c951a2aea7c322f8f8c3",
  "schema": "gridshift.signature/1",
  "signature": "4210c996812d22eb033e96312dd0e6124f3d3c4502a354ff50b5c0dffa66f31f06c22bb5e35673f8c245545afc0a739fd48e0facec97b40c6b4c47cad5fda00c"
}
