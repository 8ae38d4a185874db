{
  "algorithm": "ed25519",
  "content_sha256": "e5553607e0b5691183af383e50909bdd4bc60a8b14ab001343a4dd22f8a10b45",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c4e795feb22e4afa93c7d8a7dc1c739346352082fbd5bb3585c9cab9853edae5",
  "schema": "gridshift.signature/1",
  "signature": "294652b4a32faa4bd53ce72322322b68c9085c10d2a901585e4fd9bc92043457d65511809d3ba7f21949544ed5407f3c5f4ce3ab0a5ecf0bd64f37699f2c6a0f"
}
