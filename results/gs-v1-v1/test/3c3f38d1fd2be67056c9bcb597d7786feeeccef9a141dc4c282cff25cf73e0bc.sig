{
  "algorithm": "ed25519",
  "content_sha256": "4a1ac1ca25f61ae16b72bbc196de604b9f78897022f8710d8a4b9134d6191774",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c3f38d1fd2be67056c9bcb597d7786feeeccef9a141dc4c282cff25cf73e0bc",
  "schema": "gridshift.signature/1",
  "signature": "6f22c0f81e3387284310d7e9e5a0c91dc8eb132f87930c8cd406d89a1418728347ee7800ffc28cf0d7056acde72de59b56064e32afa4d6b796c322f61bb9bb09"
}
