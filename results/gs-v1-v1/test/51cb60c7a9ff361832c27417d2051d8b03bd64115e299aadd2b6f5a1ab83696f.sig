{
  "algorithm": "ed25519",
  "content_sha256": "c703a5ce8e5ffd7c3dfecab65279f9a82f3b28ed8a63d6290cfe37b71baf929b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "51cb60c7a9ff361832c27417d2051d8b03bd64115e299aadd2b6f5a1ab83696f",
  "schema": "gridshift.signature/1",
  "signature": "86c2ab8979be2ec770de9b6ac67ffa96f013d51ff0acd0397d4015f497cf70235d972a8f6773fab3dee786b25984b050929718924daf013e939e166e50603b0f"
}
