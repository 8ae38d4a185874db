{
  "algorithm": "ed25519",
  "content_sha256": "68c1a1deae0b821e1695820a4faf234bb6a61f86bd8e846946b4034d6de2e90d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "acbe1b5bafcc76720852b974ffc56c20afcad6d26a8d32f42f1bdf36a8a7850f",
  "schema": "gridshift.signature/1",
  "signature": "817478b12dad324070d0a0e99963535e99b34a67599d75fb04ee329cba5fc7471df9cbb112241a0b9656511d053a7ba507fdb919fd77ebcff462d8fb83495f01"
}
