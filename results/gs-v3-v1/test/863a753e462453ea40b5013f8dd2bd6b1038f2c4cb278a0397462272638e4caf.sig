{
  "algorithm": "ed25519",
  "content_sha256": "0c9924eaead362e75a2ca083bedd7acfc8deaff888838e3aa9495739d004477e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "863a753e462453ea40b5013f8dd2bd6b1038f2c4cb278a0397462272638e4caf",
  "schema": "gridshift.signature/1",
  "signature": "417a21a1dd34b6e961aeed7b3450fd0639541e87611206fe8245e4cff67e262783c746ba4ccac53ef2d10202425b9b8e0980d6d79b348d6933ee8df939ad350d"
}
