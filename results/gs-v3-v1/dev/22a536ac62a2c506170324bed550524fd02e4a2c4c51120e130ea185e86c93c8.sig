{
  "algorithm": "ed25519",
  "content_sha256": "bded6bfb91387fa0ecbb1ccb06d0573429f0395f4fe74659a12a3d18ca0666aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22a536ac62a2c506170324bed550524fd02e4a2c4c51120e130ea185e86c93c8",
  "schema": "gridshift.signature/1",
  "signature": "33731760c29cb2bc3a0a219526001f8ba6efbefae3296d0e9942cceba05e504232b0588857d48185ec3745a36463052cc05dab81cc063645b821cce2836d4109"
}
