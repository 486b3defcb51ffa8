/** Texts of the low-value consumables pages (data only), under the module's own top-level key `consumables`. */
export const consumablesTexts = {
  zh: {
    consumables: {
      stockTitle: '库存查询',
      importTitle: '仓库库存导入',
      importHint: '上传 xlsx 或 csv 文件，第一行为列名：仓库、物品编码、物品名称、规格型号、单位、数量、单价、金额（金额可空）。同一仓库的同一物品编码再次导入时覆盖原库存。',
      recent: '最近的导入',
      warehouse: '仓库',
      itemCode: '物品编码',
      itemName: '物品名称',
      specification: '规格型号',
      unit: '单位',
      quantity: '数量',
      unitPrice: '单价',
      amount: '金额',
      updatedAt: '更新时间',
    },
  },
  en: {
    consumables: {
      stockTitle: 'Stock query',
      importTitle: 'Warehouse stock import',
      importHint:
        'Upload an xlsx or csv file whose first row names the columns: Warehouse, Item code, Item name, Specification, Unit, Quantity, Unit price, Amount (amount may be empty). Importing the same item code of the same warehouse again replaces its stock.',
      recent: 'Recent imports',
      warehouse: 'Warehouse',
      itemCode: 'Item code',
      itemName: 'Item name',
      specification: 'Specification',
      unit: 'Unit',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      amount: 'Amount',
      updatedAt: 'Updated',
    },
  },
};
