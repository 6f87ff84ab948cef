/**
 * Where a step works when it is not the console: a window of the instance's system, a program on the reader's
 * computer, another vendor's site; and the Alibaba Cloud console a step may name to stay in the console.
 */
import { PRODUCTS } from '../task/products';
import { OTHER_SITE_CUE } from './consoles';
import { NAMES_CONSOLE } from './phrases';

/**
 * Places outside the console a step works in: a website, server, app or device the reader logs on to, a window of the
 * instance's or the reader's own system ("Log on to the WordPress website", "Open the Device Manager window", "在手机端，
 * 登录身份验证器应用", "打开设备管理器"), or a program started by its name alone ("启动FooTerm。", "Start FooTerm.").
 */
export const OUTSIDE_PLACE_CUE =
  /\blog\s+(?:on|in)\s+to\s+(?:the\s+|your\s+|a\s+)?(?:[\w!.-]+\s+){0,4}?(?:website|site|server|client|app|application|device|database|desktop)\b|\bopen\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:app|window|control\s+panel|device\s+manager|server\s+manager|command\s+prompt)\b|\b(?:on\s+(?:the|your)\s+mobile\s+(?:phone|device)|mobile\s+app|smartphone|on\s+your\s+phone)\b|\b(?:windows|server)\s+desktop\b|登录(?:到)?[^，。；,]{0,20}?(?:本地|服务器|站点|网站|应用|客户端|设备|FTP|数据库)|(?:使用|以)[^，。；,]{1,12}?(?:账号|身份|账户)登录|(?:打开|启动|运行)\s*(?:设备管理器|控制面板|服务器管理器|命令提示符|任务管理器|注册表编辑器|[^，。；,]{1,12}?(?:窗口|应用程序|客户端|App|APP))|(?:在|使用)(?:手机|移动设备)(?:端|上)?|(?:Windows|服务器)\s*桌面|(?:执行|运行)\s*[^，。；,]{1,60}?\s*命令(?!行)|^\s*(?:启动|运行)\s*[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*){0,2}\s*[。.]?\s*$|^\s*(?:start|run|launch)\s+(?!(?:the|an?|your|this|it|all|them|instances?)\b)[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2}\s*\.?\s*$/i;
/**
 * The reader's own machine or a tool on it, named as where a step works: "Use an on-premises machine to check …", "Open
 * the site in a web browser", "On the PC, open …", "Open the exported CSV file …", "Double-click setup.exe", "在本地主机，
 * 访问…", "使用外网机器访问…", "用cat命令查看…", "Linux下curl测试", "按`Ctrl+F`键…".
 * Command names are matched as written (lowercase), so a console's **PING** option is none.
 */
export const LOCAL_TOOL_CUE =
  /\b(?:on-premises|local)\s+(?:machine|computer|host|server|device|storage\s+device|browser|project\s+folder|folder)\b|\b[Ww]eb\s+browser\b|\b(?:[Oo]n|[Ff]rom)\s+(?:the|your)\s+PC\b|\bfor\s+PC\b|\b[Nn]otepad\b|\b(?:your|personal)\s+mailbox\b|\bexported\s+(?:CSV|Excel)\s+file\b|\b[\w-]+\.exe\b|本地(?:主机|机器|电脑|计算机|项目|文件夹|目录)|外网机器|(?:用|使用|通过)\s*[a-z][\w-]*\s*命令|(?<![\w-])(?:curl|wget|nslookup|dig|ping|telnet)\s*(?:命令|测试|-|`|$)|\bCtrl\s*\+|\bU2F\b/;
/**
 * A step that opens on the reader's own machine ("Log on to your on-premises server, and click **Start**", "On the local
 * computer, …", "在本地主机上，…"), or fetches a program through a link ("Click [here](…) to download FooFTP."): its clicks
 * are that machine's, so only a console named in the step keeps it in the console.
 */
export const LOCAL_LEAD =
  /^\s*(?:(?:log\s+(?:on|in)\s+to|on|in|from|open)\s+(?:the|your|an?)\s+(?:on-premises|local)\s+(?:machine|computer|host|server|device)\b|click\s+here\s+to\s+download\b)|^\s*(?:在|登录(?:到)?)\s*本地(?:主机|机器|电脑|计算机|服务器)|^\s*(?:单击|点击)(?:此处|这里)下载/i;
/**
 * A window of the instance's own system or a program on the reader's computer, named as the place a step works in
 * ("In the **Disk Management** window, …", "In **Server Manager**, click …", "按Win+R打开运行对话框", "在新建简单卷向导中，单击
 * 下一步", "Log on to ossbrowser", "In FileZilla, …"): its clicks and dialog boxes are that program's, not the console's,
 * so only a console named in the step keeps it in the console (`NAMES_CONSOLE`).
 */
export const SYSTEM_PLACE_CUE =
  /\b(?:Disk\s+Management|Server\s+Manager|Control\s+Panel|Device\s+Manager|Task\s+Scheduler|Computer\s+Management|Event\s+Viewer|Registry\s+Editor|IIS\s+Manager|Internet\s+Information\s+Services|File\s+Explorer|Windows\s+Explorer|taskbar|Remote\s+Desktop\s+Connection|(?:New\s+Simple\s+Volume|Extend\s+Volume|Shrink\s+Volume)\s+Wizard|ossbrowser|FileZilla|WinSCP|Xshell|Xftp|MobaXterm|Cloud\s+Migration\s+tool|Google\s+Chrome|vSphere\s+Web\s+Client|vCenter|NSX\s+Manager)\b|\bWin\s*\+\s*R\b|\bRun\s+dialog\s+box\b|磁盘管理|服务器管理器|控制面板|设备管理器|任务计划程序|计算机管理|事件查看器|注册表编辑器|IIS\s*管理器|任务栏|远程桌面连接|新建简单卷向导|扩展卷向导|压缩卷向导|运行(?:对话框|窗口)|迁云工具/i;
export { OTHER_SITE_CUE } from './consoles';
/** An Alibaba Cloud console named in a step ("in the RAM console", "阿里云DNS控制台"): it keeps the step in the console. */
const ALIBABA_NAMES = ['Alibaba Cloud', '阿里云', ...Object.values(PRODUCTS).flatMap((p) => [p.name, p.nameZh, ...p.aliases])]
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'));
export const ALIBABA_CONSOLE = new RegExp(`(?:${ALIBABA_NAMES.join('|')})[^.。;；]{0,20}?(?:\\bconsole\\b|控制台)`, 'i');

/** A step set in a system window or program (unless it names a console) or in another vendor's site (unless it names an Alibaba Cloud console). */
export const worksElsewhere = (text: string): boolean =>
  ((SYSTEM_PLACE_CUE.test(text) || LOCAL_LEAD.test(text)) && !NAMES_CONSOLE.test(text)) || (OTHER_SITE_CUE.test(text) && !ALIBABA_CONSOLE.test(text));
