{
  "algorithm": "ed25519",
  "content_sha256": "dcbc968a83226be73087d162a994f804ac4eb4c6a5f4f5e3ffe1caf49532aa11",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea1e01d72ed581baca2ff0f23bfed52018cdc5dea335b1c77b2a8c433b930e0c",
  "schema": "gridshift.signature/1",
  "signature": "fc985fba5e39a266c7bce34276ef571a4e0a37ceec3306973be88037fdec3252a1281bb877ce296bc5dea32abda624acc63f494fdf695684d04d04fc9a6f3a0b"
}
