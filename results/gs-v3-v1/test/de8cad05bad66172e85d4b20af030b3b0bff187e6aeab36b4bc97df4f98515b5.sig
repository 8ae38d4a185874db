{
  "algorithm": "ed25519",
  "content_sha256": "1d192b52e3f65ff52143ae275b3a3028d2dab52ca8dbd755f317a9149eaf0921",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de8cad05bad66172e85d4b20af030b3b0bff187e6aeab36b4bc97df4f98515b5",
  "schema": "gridshift.signature/1",
  "signature": "e83e37e67d4f497ef32fd0c5b6e571cda3c36140077c4d292ce8cfdfbefbba7cdd75a37f04e528a38fd4e5eb27e67f83fd8af0dbff6766fbbea6bff6b028a806"
}
