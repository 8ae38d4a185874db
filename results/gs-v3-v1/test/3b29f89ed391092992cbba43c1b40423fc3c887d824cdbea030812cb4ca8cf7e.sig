{
  "algorithm": "ed25519",
  "content_sha256": "ded45245f60fe4c8b65e3f7aca64a8d3df097b9ce721ea63b542c91960435d42",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b29f89ed391092992cbba43c1b40423fc3c887d824cdbea030812cb4ca8cf7e",
  "schema": "gridshift.signature/1",
  "signature": "2d9d27fb0ca0708bf9696d5048701844e5d03221fe00fd5387728445d4cb7d45bdac683c5a2654855ab55dc923207f31730b2e9b4a3735dd7307271d86f6c307"
}
